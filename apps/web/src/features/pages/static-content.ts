export type StaticPageId = 'about' | 'privacy' | 'terms';
export type StaticLocale = 'en' | 'lv' | 'et';
export interface StaticSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}
export interface StaticPage {
  title: string;
  lead: string;
  sections: StaticSection[];
}

/**
 * Texts of /about, /privacy and /terms. Plain text only; the page adds the contact e-mail and,
 * for privacy and terms, the "last updated" date. Headings, paragraphs and bullets are React keys:
 * keep them unique within a page.
 */
export const staticPages: Record<StaticPageId, Record<StaticLocale, StaticPage>> = {
  about: {
    en: {
      title: 'About TrialHub',
      lead: 'TrialHub is a web app for motorcycle trial: entries, judging, live results and championship standings in one place. It suits any trial competition, from a club training event to a national championship.',
      sections: [
        {
          heading: 'What TrialHub is',
          paragraphs: [
            'TrialHub brings the whole competition day online. Organisers publish championships and stages, riders register, judges score the sections on their phones and everyone sees the results as they come in.',
            'It works with classic scoring of 0-1-2-3-5 penalty points per section as well as with open free formats, where riders choose gates of different value. That is why it suits any trial competition.',
            'TrialHub is open source software. This site is run by the organising club, which also looks after its data.',
          ],
        },
        {
          heading: 'For organisers',
          paragraphs: [
            'Set up a championship once and run all its stages from one place. No more counting points on paper late into the night.',
          ],
          bullets: [
            'Championships and stages with classes, registration deadlines and participant lists',
            'Judges assigned to each stage and its sections',
            'Secretaries correct scores and penalties, then approve the results',
            'Championship standings from approved results: individual, club and family-cup team',
          ],
        },
        {
          heading: 'For judges',
          paragraphs: [
            'Judges score riders section by section on their own phones: pick the rider, enter the score for the section, move on to the next one.',
            'In the woods or in a quarry there is often no signal. Scores are saved on the phone first and sent to the server as soon as the connection is back, so nothing gets lost.',
            'Riders can mark themselves as judges in their profile, so organisers can easily find them and assign them to a stage.',
          ],
        },
        {
          heading: 'For riders',
          paragraphs: [
            'Sign in with your e-mail, register for a stage in a few steps and cancel it yourself while registration is open. Your details are remembered for the next registration.',
            'Follow the results live during the stage, see all your results in one place and check your place in the championship.',
            'In the market you can sell your own bike and gear, or find your next one from other riders.',
          ],
        },
        {
          heading: 'For visitors',
          paragraphs: [
            'You do not need an account to follow the sport. The competition calendar, stage pages, participant lists, live results and standings are open to everyone.',
            'Family, fans and the press can follow a stage live from home or from the next section.',
          ],
        },
        {
          heading: 'Languages',
          paragraphs: [
            'TrialHub is available in Latvian, Estonian and English. Choose your language in the menu and the site remembers it on your device.',
            'Everything is available in all three languages, for riders, judges, secretaries and visitors alike.',
          ],
        },
      ],
    },
    lv: {
      title: 'Par TrialHub',
      lead: 'TrialHub ir tīmekļa lietotne motociklu trialam: pieteikumi, tiesāšana, rezultāti tiešraidē un čempionāta kopvērtējums vienuviet. Tā der jebkurām triala sacensībām – no kluba treniņsacensībām līdz valsts čempionātam.',
      sections: [
        {
          heading: 'Kas ir TrialHub',
          paragraphs: [
            'TrialHub pārnes visu sacensību dienu tiešsaistē. Organizatori publicē čempionātus un posmus, braucēji piesakās, tiesneši vērtē sekcijas savos telefonos, un visi redz rezultātus, tiklīdz tie ienāk.',
            'Lietotne atbalsta gan klasisko vērtēšanu ar 0-1-2-3-5 soda punktiem sekcijā, gan open free formātus, kuros braucēji paši izvēlas dažādas vērtības vārtus. Tāpēc tā der jebkurām triala sacensībām.',
            'TrialHub ir atvērtā pirmkoda programmatūra. Šo vietni uztur sacensības rīkojošais klubs, kas arī rūpējas par tās datiem.',
          ],
        },
        {
          heading: 'Organizatoriem',
          paragraphs: [
            'Izveidojiet čempionātu vienreiz un vadiet visus tā posmus vienuviet. Vairs nav jāskaita punkti uz papīra līdz vēlai naktij.',
          ],
          bullets: [
            'Čempionāti un posmi ar klasēm, pieteikšanās termiņiem un dalībnieku sarakstiem',
            'Tiesneši, kas norīkoti katram posmam un tā sekcijām',
            'Sekretāri labo punktus un sodus un pēc tam apstiprina rezultātus',
            'Čempionāta kopvērtējums no apstiprinātajiem rezultātiem: individuālais, klubu un ģimeņu kausa komandu',
          ],
        },
        {
          heading: 'Tiesnešiem',
          paragraphs: [
            'Tiesneši vērtē braucējus sekciju pa sekcijai savos telefonos: izvēlas braucēju, ievada sekcijas rezultātu un pāriet pie nākamā.',
            'Mežā vai karjerā bieži nav mobilā tīkla. Rezultāti vispirms tiek saglabāti telefonā un nosūtīti uz serveri, tiklīdz savienojums atjaunojas, tāpēc nekas nepazūd.',
            'Braucēji savā profilā var atzīmēt, ka ir tiesneši, lai organizatori viņus viegli atrastu un norīkotu posmam.',
          ],
        },
        {
          heading: 'Braucējiem',
          paragraphs: [
            'Pieslēdzieties ar savu e-pastu, piesakieties posmam dažos soļos un, kamēr reģistrācija ir atvērta, atsauciet pieteikumu paši. Jūsu dati tiks saglabāti nākamajam pieteikumam.',
            'Sekojiet rezultātiem tiešraidē posma laikā, skatiet visus savus rezultātus vienuviet un uzziniet savu vietu čempionātā.',
            'Tirgū varat pārdot savu motociklu un ekipējumu vai atrast nākamo pie citiem braucējiem.',
          ],
        },
        {
          heading: 'Apmeklētājiem',
          paragraphs: [
            'Lai sekotu sportam, konts nav vajadzīgs. Sacensību kalendārs, posmu lapas, dalībnieku saraksti, rezultāti tiešraidē un kopvērtējums ir pieejami visiem.',
            'Ģimene, līdzjutēji un prese var sekot posmam tiešraidē no mājām vai no blakus sekcijas.',
          ],
        },
        {
          heading: 'Valodas',
          paragraphs: [
            'TrialHub ir pieejams latviešu, igauņu un angļu valodā. Izvēlieties valodu izvēlnē – vietne to atcerēsies jūsu ierīcē.',
            'Viss ir pieejams visās trijās valodās – braucējiem, tiesnešiem, sekretāriem un apmeklētājiem.',
          ],
        },
      ],
    },
    et: {
      title: 'TrialHubist',
      lead: 'TrialHub on veebirakendus mootorrattatriali jaoks: registreerimine, kohtunikutöö, otsetulemused ja sarja üldarvestus ühes kohas. See sobib igale trialivõistlusele, klubi treeningvõistlusest kuni meistrivõistlusteni.',
      sections: [
        {
          heading: 'Mis on TrialHub',
          paragraphs: [
            'TrialHub viib kogu võistluspäeva veebi. Korraldajad avaldavad sarjad ja etapid, sõitjad registreeruvad, kohtunikud hindavad sektsioone oma telefonis ja kõik näevad tulemusi kohe, kui need laekuvad.',
            'Rakendus toetab nii klassikalist hindamist 0-1-2-3-5 karistuspunktiga sektsioonis kui ka open free formaate, kus sõitja valib ise erineva väärtusega väravad. Seetõttu sobib see igale trialivõistlusele.',
            'TrialHub on avatud lähtekoodiga tarkvara. Seda lehte peab võistlusi korraldav klubi, kes hoolitseb ka selle andmete eest.',
          ],
        },
        {
          heading: 'Korraldajale',
          paragraphs: [
            'Seadistage sari üks kord ja hallake kõiki selle etappe ühest kohast. Enam ei pea punkte paberil hilisööni kokku lugema.',
          ],
          bullets: [
            'Sarjad ja etapid koos klasside, registreerimistähtaegade ja osalejate nimekirjadega',
            'Igale etapile ja selle sektsioonidele määratud kohtunikud',
            'Sekretär parandab punkte ja karistusi ning kinnitab seejärel tulemused',
            'Sarja üldarvestus kinnitatud tulemustest: individuaalne, klubide ja perekonnakarika võistkondade arvestus',
          ],
        },
        {
          heading: 'Kohtunikule',
          paragraphs: [
            'Kohtunik hindab sõitjaid sektsioonide kaupa oma telefonis: valib sõitja, sisestab sektsiooni tulemuse ja liigub järgmise juurde.',
            'Metsas või karjääris pole sageli levi. Tulemused salvestatakse kõigepealt telefoni ja saadetakse serverisse niipea, kui ühendus taastub, nii et midagi ei lähe kaotsi.',
            'Sõitja saab oma profiilis märkida end kohtunikuks, nii et korraldajal on lihtne teda leida ja etapile määrata.',
          ],
        },
        {
          heading: 'Sõitjale',
          paragraphs: [
            'Logige sisse oma e-postiga, registreeruge etapile mõne sammuga ja tühistage registreering ise, kuni registreerimine on avatud. Teie andmed jäävad järgmiseks registreerimiseks meelde.',
            'Jälgige etapi ajal tulemusi otse, vaadake kõiki oma tulemusi ühest kohast ja kontrollige oma kohta sarja üldarvestuses.',
            'Turul saate müüa oma mootorratast ja varustust või leida järgmise teiste sõitjate käest.',
          ],
        },
        {
          heading: 'Külastajale',
          paragraphs: [
            'Spordi jälgimiseks pole kontot vaja. Võistluskalender, etappide lehed, osalejate nimekirjad, otsetulemused ja üldarvestus on kõigile avatud.',
            'Pereliikmed, fännid ja ajakirjanikud saavad etappi otse jälgida kodust või kõrvalsektsiooni juurest.',
          ],
        },
        {
          heading: 'Keeled',
          paragraphs: [
            'TrialHub on kasutatav eesti, läti ja inglise keeles. Valige keel menüüst – leht jätab valiku teie seadmes meelde.',
            'Kõik on olemas kõigis kolmes keeles – nii sõitjatele, kohtunikele, sekretäridele kui ka külastajatele.',
          ],
        },
      ],
    },
  },

  privacy: {
    en: {
      title: 'Privacy notice',
      lead: 'This notice explains what personal data this site stores, why, who can see it and what your rights are. We collect only what is needed to run trial competitions and the market.',
      sections: [
        {
          heading: 'Who is responsible',
          paragraphs: [
            'This site uses TrialHub, open source software for trial competitions. The site and its data are managed by the organising club that runs it, the controller under the GDPR. The developers of TrialHub have no access to the data on this site.',
            'You can reach the organiser at the contact address at the bottom of this page.',
          ],
        },
        {
          heading: 'What we store',
          paragraphs: [
            'We store only the data below. We use no third-party trackers, advertising networks or social media plugins.',
          ],
          bullets: [
            'Account: your e-mail address, display name, your password in hashed form that cannot be read back, and the optional "I am judge" flag, the language of your e-mails and which notification e-mails you want.',
            'Stage registrations: name, birth date, racing number, class, bike, licence, club, gender and family-cup team. A copy of your latest registration details is kept in your profile so the next form fills in faster.',
            'Results: section scores, penalties, times and places at each stage, and championship standings.',
            'Market ads: description, price, photo and the phone number or WhatsApp link you give.',
            'Page views: the page address, the page you came from, the language and the time. If you are signed in, the view is linked to your account.',
            'Sign-in sessions: the session, your IP address and browser type, to keep you signed in and to protect accounts from misuse.',
            'Error reports: technical details of an error when something breaks.',
          ],
        },
        {
          heading: 'Why we use it',
          paragraphs: [
            'We use your data only to run this site and its competitions, never for advertising.',
            'The legal grounds are our agreement with you (account, registrations, ads) and our legitimate interest in fair competitions, public sports results and a secure, working site. We use the data:',
          ],
          bullets: [
            'to create your account and let you sign in;',
            'to send you the e-mails you chose about your entries, results and questions (each has a link to stop it);',
            'to register you for stages, check your class and licence, and publish participant lists;',
            'to score, publish and approve results and to calculate championship standings;',
            'to show your market ads to buyers;',
            'to see which pages and languages are used, so we can improve the site;',
            'to keep the site secure and fix errors.',
          ],
        },
        {
          heading: 'Who sees what',
          paragraphs: [
            'We do not sell your data and do not pass it on to anyone else, except as described here or when the law requires it.',
          ],
          bullets: [
            'Everyone: participant lists with name, racing number, class, club and bike; results and standings, including club and family-cup team standings; market ads with the contact details you put in them.',
            'Judges of a stage: the riders they score at that stage.',
            'Secretaries of the organiser: all registration data, including birth date, licence and gender. Birth date and licence are never shown publicly.',
            'Administrators: account data, to manage accounts and keep the site running.',
            'Service providers: the hosting provider that stores the data for us and, if the organiser has set one up, an error-tracking service. An error report may contain the page address, your browser type and, if you are signed in, your account id, e-mail and display name.',
          ],
        },
        {
          heading: 'How long we keep it',
          paragraphs: ['We keep data only as long as it serves the purposes above.'],
          bullets: [
            'Account: as long as it exists. At your request we delete your account and profile.',
            'Results and standings are part of the history of the sport and stay in the archive of past competitions with name, number, class and club.',
            'Registration details such as birth date and licence are kept with the registration. You can ask us to delete them after the season.',
            'If you ask us to delete data that is part of approved results, we may keep the result in anonymised form so that other riders keep their correct places.',
            'Market ads: until the ad is deleted, by you or by an administrator.',
            'Page views: no longer than 24 months, for statistics only.',
            'Notification e-mails we sent you: 30 days, then deleted.',
            'Sign-in sessions: until you log out or the session expires.',
            'Error reports: for a limited time in the error-tracking service, usually no longer than 90 days.',
          ],
        },
        {
          heading: 'Your rights',
          paragraphs: [
            'You can update your profile and manage your ads yourself at any time. For anything else, write to the organiser at the contact address below. We answer within one month.',
            'A parent or guardian can use these rights on behalf of a child rider.',
            'Under the GDPR you have the right to:',
          ],
          bullets: [
            'access your data and get a copy of it;',
            'have wrong or incomplete data corrected;',
            'have your data deleted;',
            'object to the use of your data or ask us to restrict it;',
            'complain to a data protection authority: in Latvia the Data State Inspectorate (Datu valsts inspekcija), in Estonia the Data Protection Inspectorate (Andmekaitse Inspektsioon).',
          ],
        },
        {
          heading: 'Cookies',
          paragraphs: [
            'We use only the cookies needed to keep you signed in. They are set when you sign in and removed when you log out or the session expires. They are strictly necessary, so we do not ask for consent.',
            "Your language choice is kept in your browser's local storage, not in a cookie. On a judge's phone, scores are kept locally until they have been sent to the server.",
            'We use no advertising, analytics or third-party cookies.',
          ],
        },
      ],
    },
    lv: {
      title: 'Privātuma paziņojums',
      lead: 'Šajā paziņojumā skaidrots, kādus personas datus šī vietne glabā, kāpēc, kas tos redz un kādas ir jūsu tiesības. Mēs vācam tikai to, kas vajadzīgs triala sacensību un tirgus darbībai.',
      sections: [
        {
          heading: 'Kas atbild par datiem',
          paragraphs: [
            'Šī vietne darbojas ar TrialHub – atvērtā pirmkoda programmatūru triala sacensībām. Vietni un tās datus pārvalda to uzturošais sacensību organizators – klubs, kas ir pārzinis Vispārīgās datu aizsardzības regulas (VDAR) izpratnē. TrialHub izstrādātājiem nav piekļuves šīs vietnes datiem.',
            'Ar organizatoru varat sazināties, izmantojot kontaktadresi šīs lapas apakšā.',
          ],
        },
        {
          heading: 'Kādus datus mēs glabājam',
          paragraphs: [
            'Mēs glabājam tikai tālāk minētos datus. Mēs neizmantojam trešo pušu izsekotājus, reklāmas tīklus vai sociālo tīklu spraudņus.',
          ],
          bullets: [
            'Konts: jūsu e-pasta adrese, parādāmais vārds, parole jaucējvērtības veidā, ko nevar atšifrēt, neobligātā atzīme „Esmu tiesnesis”, jūsu e-pastu valoda un kādus paziņojumu e-pastus vēlaties saņemt.',
            'Pieteikumi posmiem: vārds, uzvārds, dzimšanas datums, starta numurs, klase, motocikls, licence, klubs, dzimums un ģimeņu kausa komanda. Jūsu pēdējā pieteikuma datu kopija tiek glabāta profilā, lai nākamo pieteikumu varētu aizpildīt ātrāk.',
            'Rezultāti: sekciju punkti, sodi, laiki un vietas katrā posmā, kā arī čempionāta kopvērtējums.',
            'Tirgus sludinājumi: apraksts, cena, fotoattēls un jūsu norādītais tālruņa numurs vai WhatsApp saite.',
            'Lapu skatījumi: lapas adrese, lapa, no kuras atnācāt, valoda un laiks. Ja esat pieslēgušies, skatījums tiek piesaistīts jūsu kontam.',
            'Pieslēgšanās sesijas: sesija, jūsu IP adrese un pārlūkprogrammas veids, lai jūs paliktu pieslēgti un konti būtu aizsargāti pret ļaunprātīgu izmantošanu.',
            'Kļūdu ziņojumi: tehniska informācija par kļūdu, ja kaut kas nedarbojas.',
          ],
        },
        {
          heading: 'Kāpēc mēs tos izmantojam',
          paragraphs: [
            'Mēs izmantojam jūsu datus tikai šīs vietnes un tās sacensību darbībai, nekad reklāmai.',
            'Juridiskais pamats ir mūsu līgums ar jums (konts, pieteikumi, sludinājumi) un mūsu leģitīmās intereses – godīgas sacensības, publiski sporta rezultāti un droša, strādājoša vietne. Dati tiek izmantoti:',
          ],
          bullets: [
            'lai izveidotu jūsu kontu un ļautu jums pieslēgties;',
            'lai sūtītu jūsu izvēlētos e-pastus par pieteikumiem, rezultātiem un jautājumiem (katrā ir saite, kas tos pārtrauc);',
            'lai pieteiktu jūs posmiem, pārbaudītu klasi un licenci un publicētu dalībnieku sarakstus;',
            'lai vērtētu, publicētu un apstiprinātu rezultātus un aprēķinātu čempionāta kopvērtējumu;',
            'lai rādītu jūsu sludinājumus pircējiem;',
            'lai redzētu, kuras lapas un valodas tiek izmantotas, un uzlabotu vietni;',
            'lai uzturētu vietni drošu un labotu kļūdas.',
          ],
        },
        {
          heading: 'Kas ko redz',
          paragraphs: [
            'Mēs nepārdodam jūsu datus un nenododam tos citiem, izņemot šeit aprakstītos gadījumus vai ja to prasa likums.',
          ],
          bullets: [
            'Visi: dalībnieku saraksti ar vārdu, starta numuru, klasi, klubu un motociklu; rezultāti un kopvērtējums, arī klubu un ģimeņu kausa komandu kopvērtējums; tirgus sludinājumi ar tajos norādīto kontaktinformāciju.',
            'Posma tiesneši: braucēji, kurus viņi vērtē šajā posmā.',
            'Organizatora sekretāri: visi pieteikuma dati, arī dzimšanas datums, licence un dzimums. Dzimšanas datums un licence publiski netiek rādīti.',
            'Administratori: kontu dati, lai pārvaldītu kontus un uzturētu vietnes darbību.',
            'Pakalpojumu sniedzēji: serveru mitināšanas pakalpojumu sniedzējs, kas mūsu vietā glabā datus, un, ja organizators to ir ieslēdzis, kļūdu uzraudzības pakalpojums. Kļūdas ziņojumā var būt lapas adrese, pārlūkprogrammas veids un, ja esat pieslēgušies, jūsu konta identifikators, e-pasts un parādāmais vārds.',
          ],
        },
        {
          heading: 'Cik ilgi mēs tos glabājam',
          paragraphs: ['Mēs glabājam datus tikai tik ilgi, cik tie vajadzīgi iepriekš minētajiem mērķiem.'],
          bullets: [
            'Konts: kamēr tas pastāv. Pēc jūsu pieprasījuma mēs dzēšam kontu un profilu.',
            'Rezultāti un kopvērtējums ir sporta vēstures daļa un paliek iepriekšējo sacensību arhīvā ar vārdu, numuru, klasi un klubu.',
            'Pieteikuma dati, piemēram, dzimšanas datums un licence, tiek glabāti kopā ar pieteikumu. Pēc sezonas beigām varat lūgt tos dzēst.',
            'Ja lūdzat dzēst datus, kas ir daļa no apstiprinātiem rezultātiem, mēs varam saglabāt rezultātu anonimizētā veidā, lai citu braucēju vietas paliktu pareizas.',
            'Tirgus sludinājumi: līdz brīdim, kad sludinājumu dzēšat jūs vai administrators.',
            'Lapu skatījumi: ne ilgāk kā 24 mēnešus, tikai statistikai.',
            'Jums nosūtītie paziņojumu e-pasti: 30 dienas, pēc tam tie tiek dzēsti.',
            'Pieslēgšanās sesijas: līdz brīdim, kad izejat no konta vai sesijai beidzas derīgums.',
            'Kļūdu ziņojumi: kļūdu uzraudzības pakalpojumā ierobežotu laiku, parasti ne ilgāk kā 90 dienas.',
          ],
        },
        {
          heading: 'Jūsu tiesības',
          paragraphs: [
            'Savu profilu un sludinājumus varat pārvaldīt paši jebkurā laikā. Citos gadījumos rakstiet organizatoram uz kontaktadresi lapas apakšā. Mēs atbildēsim viena mēneša laikā.',
            'Bērna vārdā šīs tiesības var izmantot vecāks vai aizbildnis.',
            'Saskaņā ar VDAR jums ir tiesības:',
          ],
          bullets: [
            'piekļūt saviem datiem un saņemt to kopiju;',
            'labot nepareizus vai nepilnīgus datus;',
            'prasīt savu datu dzēšanu;',
            'iebilst pret savu datu izmantošanu vai prasīt to ierobežot;',
            'iesniegt sūdzību datu aizsardzības iestādē: Latvijā tā ir Datu valsts inspekcija, Igaunijā – Datu aizsardzības inspekcija (Andmekaitse Inspektsioon).',
          ],
        },
        {
          heading: 'Sīkdatnes',
          paragraphs: [
            'Mēs izmantojam tikai sīkdatnes, kas vajadzīgas, lai jūs paliktu pieslēgti. Tās tiek iestatītas, kad pieslēdzaties, un dzēstas, kad izejat no konta vai sesijai beidzas derīgums. Tās ir strikti nepieciešamas, tāpēc piekrišana netiek prasīta.',
            'Valodas izvēle tiek saglabāta pārlūkprogrammas lokālajā krātuvē (local storage), nevis sīkdatnē. Tiesneša telefonā rezultāti tiek glabāti lokāli, līdz tie ir nosūtīti uz serveri.',
            'Mēs neizmantojam reklāmas, analītikas vai trešo pušu sīkdatnes.',
          ],
        },
      ],
    },
    et: {
      title: 'Privaatsusteade',
      lead: 'Siit saate teada, milliseid isikuandmeid see leht säilitab, miks, kes neid näeb ja millised on teie õigused. Kogume ainult seda, mida on vaja trialivõistluste ja turu toimimiseks.',
      sections: [
        {
          heading: 'Kes vastutab',
          paragraphs: [
            'See leht kasutab TrialHubi – avatud lähtekoodiga tarkvara trialivõistluste jaoks. Lehte ja selle andmeid haldab lehte pidav korraldav klubi, kes on isikuandmete kaitse üldmääruse (IKÜM) mõttes vastutav töötleja. TrialHubi arendajatel puudub juurdepääs selle lehe andmetele.',
            'Korraldajaga saate ühendust võtta selle lehe allosas oleval kontaktaadressil.',
          ],
        },
        {
          heading: 'Milliseid andmeid me säilitame',
          paragraphs: [
            'Säilitame ainult allpool loetletud andmeid. Me ei kasuta kolmandate osapoolte jälgijaid, reklaamivõrgustikke ega sotsiaalmeedia pistikprogramme.',
          ],
          bullets: [
            'Konto: teie e-posti aadress, kuvatav nimi, parool räsitud kujul, mida ei saa tagasi lugeda, valikuline märge „Olen kohtunik“, teie kirjade keel ja millised teavituskirjad soovite saada.',
            'Etappidele registreerumine: nimi, sünniaeg, stardinumber, klass, mootorratas, litsents, klubi, sugu ja perekonnakarika võistkond. Teie viimase registreeringu andmete koopiat hoitakse profiilis, et järgmise vormi täitmine oleks kiirem.',
            'Tulemused: sektsioonide punktid, karistused, ajad ja kohad igal etapil ning sarja üldarvestus.',
            'Turu kuulutused: kirjeldus, hind, foto ning teie antud telefoninumber või WhatsAppi link.',
            'Lehevaatamised: lehe aadress, leht, kust tulite, keel ja aeg. Kui olete sisse logitud, seotakse vaatamine teie kontoga.',
            'Sisselogimise seansid: seanss, teie IP-aadress ja brauseri tüüp, et te püsiksite sisse logituna ja kontod oleksid kaitstud kuritarvitamise eest.',
            'Veateated: tehniline info vea kohta, kui midagi läheb katki.',
          ],
        },
        {
          heading: 'Milleks me neid kasutame',
          paragraphs: [
            'Kasutame teie andmeid ainult selle lehe ja selle võistluste pidamiseks, mitte kunagi reklaamiks.',
            'Õiguslik alus on meie leping teiega (konto, registreeringud, kuulutused) ja meie õigustatud huvi – ausad võistlused, avalikud spordi tulemused ning turvaline ja toimiv leht. Kasutame andmeid, et:',
          ],
          bullets: [
            'luua teile konto ja lubada teil sisse logida;',
            'saata teile valitud kirju registreerimiste, tulemuste ja küsimuste kohta (igas on link, mis need lõpetab);',
            'registreerida teid etappidele, kontrollida klassi ja litsentsi ning avaldada osalejate nimekirjad;',
            'hinnata, avaldada ja kinnitada tulemusi ning arvutada sarja üldarvestust;',
            'näidata teie kuulutusi ostjatele;',
            'näha, milliseid lehti ja keeli kasutatakse, ning lehte paremaks teha;',
            'hoida lehte turvalisena ja parandada vigu.',
          ],
        },
        {
          heading: 'Kes mida näeb',
          paragraphs: [
            'Me ei müü teie andmeid ega anna neid teistele, välja arvatud siin kirjeldatud juhtudel või kui seadus seda nõuab.',
          ],
          bullets: [
            'Kõik: osalejate nimekirjad nime, stardinumbri, klassi, klubi ja mootorrattaga; tulemused ja üldarvestus, sh klubide ja perekonnakarika võistkondade arvestus; turu kuulutused koos neis toodud kontaktandmetega.',
            'Etapi kohtunikud: sõitjad, keda nad sellel etapil hindavad.',
            'Korraldaja sekretärid: kõik registreerimisandmed, sh sünniaeg, litsents ja sugu. Sünniaega ja litsentsi avalikult ei näidata.',
            'Administraatorid: kontode andmed, et kontosid hallata ja lehte töös hoida.',
            'Teenusepakkujad: serverimajutuse pakkuja, kes hoiab andmeid meie eest, ning kui korraldaja on selle seadistanud, veajälgimisteenus. Veateade võib sisaldada lehe aadressi, brauseri tüüpi ja, kui olete sisse logitud, teie konto tunnust, e-posti aadressi ja kuvatavat nime.',
          ],
        },
        {
          heading: 'Kui kaua me neid hoiame',
          paragraphs: ['Hoiame andmeid ainult nii kaua, kui need on eespool nimetatud eesmärkideks vajalikud.'],
          bullets: [
            'Konto: seni, kuni see on olemas. Teie soovil kustutame konto ja profiili.',
            'Tulemused ja üldarvestus on osa spordiajaloost ning jäävad varasemate võistluste arhiivi nime, numbri, klassi ja klubiga.',
            'Registreerimisandmeid, nagu sünniaeg ja litsents, hoitakse koos registreeringuga. Pärast hooaja lõppu võite paluda need kustutada.',
            'Kui palute kustutada andmed, mis on osa kinnitatud tulemustest, võime tulemuse säilitada anonüümsel kujul, et teiste sõitjate kohad jääksid õigeks.',
            'Turu kuulutused: kuni kuulutus kustutatakse, kas teie või administraatori poolt.',
            'Lehevaatamised: kuni 24 kuud, ainult statistika jaoks.',
            'Teile saadetud teavituskirjad: 30 päeva, seejärel kustutatakse.',
            'Sisselogimise seansid: kuni logite välja või seanss aegub.',
            'Veateated: veajälgimisteenuses piiratud aja, tavaliselt kuni 90 päeva.',
          ],
        },
        {
          heading: 'Teie õigused',
          paragraphs: [
            'Oma profiili ja kuulutusi saate ise igal ajal hallata. Muudel juhtudel kirjutage korraldajale lehe allosas oleval kontaktaadressil. Vastame ühe kuu jooksul.',
            'Lapse eest saab neid õigusi kasutada lapsevanem või eestkostja.',
            'IKÜM-i järgi on teil õigus:',
          ],
          bullets: [
            'tutvuda oma andmetega ja saada neist koopia;',
            'lasta parandada valed või puudulikud andmed;',
            'nõuda oma andmete kustutamist;',
            'esitada vastuväide oma andmete kasutamisele või nõuda selle piiramist;',
            'esitada kaebus andmekaitseasutusele: Eestis Andmekaitse Inspektsioonile, Lätis Datu valsts inspekcijale.',
          ],
        },
        {
          heading: 'Küpsised',
          paragraphs: [
            'Kasutame ainult küpsiseid, mida on vaja sisselogituna püsimiseks. Need seatakse sisselogimisel ja kustutatakse, kui logite välja või seanss aegub. Need on hädavajalikud, seega nõusolekut ei küsita.',
            'Keelevalik salvestatakse brauseri kohalikku mällu (local storage), mitte küpsisesse. Kohtuniku telefonis hoitakse tulemusi kohalikult seni, kuni need on serverisse saadetud.',
            'Reklaami-, analüütika- ega kolmandate osapoolte küpsiseid me ei kasuta.',
          ],
        },
      ],
    },
  },

  terms: {
    en: {
      title: 'Terms of use',
      lead: 'These terms apply to everyone who uses this site: visitors, riders, judges, secretaries and market users. By using the site you accept them.',
      sections: [
        {
          heading: 'The site and the organiser',
          paragraphs: [
            'This site uses TrialHub, open source software for motorcycle trial competitions. It is run by the organising club, called "we" or "the organiser" in these terms.',
            'Each competition also has its own supplementary regulations, and the rules of the sports federation apply. Where they differ from these terms on a sporting matter, the competition regulations prevail.',
          ],
        },
        {
          heading: 'Your account',
          paragraphs: ['An e-mail address is all you need to create an account. When you use it, follow these rules:'],
          bullets: [
            'One account belongs to one person. Use your own e-mail address and keep your password secret.',
            'You are responsible for what is done with your account. If you think someone else is using it, tell us at once.',
            'Your display name must not be offensive or pretend that you are someone else.',
            'Mark yourself as a judge only if you are ready to judge at competitions.',
            'Do not disrupt the site or try to reach data that is not meant for you.',
            'We may suspend or close accounts that break these terms.',
          ],
        },
        {
          heading: 'Registering for stages',
          paragraphs: [
            'When you register for a stage, give true and complete data: name, birth date, racing number, class, bike, licence, club, gender and family-cup team. Age classes, the women classification and the standings depend on them.',
            'A parent or guardian is responsible for the registration of a child rider.',
            'You can register until the deadline shown on the stage page. The organiser may check your data, move you to the right class or refuse a registration under the competition regulations.',
            'Registering on the site does not replace the licence, the entry fee or any other requirement of the regulations.',
          ],
        },
        {
          heading: 'Results and standings',
          paragraphs: [
            'Judges enter scores section by section and the results appear on the site live. Until the secretary approves them, results are provisional and may change.',
            'Results are official only after the secretary has approved them. Championship standings are calculated from approved results.',
            'If you think a score is wrong, speak to the secretary or lodge a protest as the competition regulations say. The site itself does not decide disputes.',
            'Judges must enter scores honestly and only for the sections they are assigned to.',
          ],
        },
        {
          heading: 'Market',
          paragraphs: [
            'In the market riders sell bikes, parts, gear, tools and trailers to each other. By posting an ad you agree to these rules:',
          ],
          bullets: [
            'Sell only your own personal goods. Do not sell on behalf of a shop or other people, and do not offer goods bought for resale, stolen or counterfeit goods.',
            'Post appropriate content only: nothing offensive, misleading or illegal, and only photos you have the right to use.',
            'Describe the item and its price honestly.',
            'The phone number or WhatsApp link in your ad is public. Share only contact details you want buyers to see.',
            'The site is not a party to any sale. Buyer and seller agree directly and are themselves responsible for payment, handover and the condition of the goods.',
            'Administrators may remove any ad that breaks these rules, without notice.',
          ],
        },
        {
          heading: 'Liability',
          paragraphs: [
            'We work to keep the site available and its data correct, but the site is provided as it is. At times it may be unavailable, for example during maintenance or when there is no connection at the venue.',
            'As far as the law allows, we are not liable for losses caused by outages, data errors or dealings between market users. This does not limit any liability that cannot be limited by law.',
            'You take part in a trial at your own risk under the competition regulations. The site only handles registrations and results.',
          ],
        },
        {
          heading: 'Changes to these terms',
          paragraphs: [
            'We may update these terms when the site or the competition rules change. The date at the top of this page shows the current version.',
            'We announce important changes on the site. If you keep using the site after a change, you accept the new terms.',
          ],
        },
      ],
    },
    lv: {
      title: 'Lietošanas noteikumi',
      lead: 'Šie noteikumi attiecas uz visiem vietnes lietotājiem: apmeklētājiem, braucējiem, tiesnešiem, sekretāriem un tirgus lietotājiem. Lietojot vietni, jūs tiem piekrītat.',
      sections: [
        {
          heading: 'Vietne un organizators',
          paragraphs: [
            'Šī vietne darbojas ar TrialHub – atvērtā pirmkoda programmatūru motociklu triala sacensībām. Vietni uztur sacensības rīkojošais klubs, turpmāk „mēs” vai „organizators”.',
            'Katrām sacensībām ir arī savs nolikums, un ir spēkā sporta federācijas noteikumi. Ja sporta jautājumos tie atšķiras no šiem noteikumiem, noteicošais ir sacensību nolikums.',
          ],
        },
        {
          heading: 'Jūsu konts',
          paragraphs: ['Konta izveidei pietiek ar e-pasta adresi. Lietojot kontu, ievērojiet šos noteikumus:'],
          bullets: [
            'Viens konts pieder vienai personai. Izmantojiet savu e-pasta adresi un glabājiet paroli noslēpumā.',
            'Jūs atbildat par to, kas tiek darīts ar jūsu kontu. Ja domājat, ka to izmanto kāds cits, nekavējoties dariet mums zināmu.',
            'Parādāmais vārds nedrīkst būt aizskarošs vai radīt iespaidu, ka esat kāds cits.',
            'Atzīmējiet sevi kā tiesnesi tikai tad, ja esat gatavi tiesāt sacensībās.',
            'Netraucējiet vietnes darbību un nemēģiniet piekļūt datiem, kas nav paredzēti jums.',
            'Mēs varam apturēt vai slēgt kontu, kas pārkāpj šos noteikumus.',
          ],
        },
        {
          heading: 'Pieteikšanās posmiem',
          paragraphs: [
            'Piesakoties posmam, norādiet patiesus un pilnīgus datus: vārdu, uzvārdu, dzimšanas datumu, starta numuru, klasi, motociklu, licenci, klubu, dzimumu un ģimeņu kausa komandu. No tiem ir atkarīgas vecuma klases, sieviešu vērtējums un kopvērtējums.',
            'Par bērna pieteikumu atbild vecāks vai aizbildnis.',
            'Pieteikties var līdz termiņam, kas norādīts posma lapā. Organizators var pārbaudīt datus, pārcelt braucēju pareizajā klasē vai atteikt pieteikumu saskaņā ar sacensību nolikumu.',
            'Pieteikums vietnē neaizstāj licenci, dalības maksu vai citas nolikuma prasības.',
          ],
        },
        {
          heading: 'Rezultāti un kopvērtējums',
          paragraphs: [
            'Tiesneši ievada punktus sekciju pa sekcijai, un rezultāti vietnē parādās tiešraidē. Kamēr sekretārs tos nav apstiprinājis, rezultāti ir provizoriski un var mainīties.',
            'Rezultāti ir oficiāli tikai pēc tam, kad tos ir apstiprinājis sekretārs. Čempionāta kopvērtējumu aprēķina no apstiprinātajiem rezultātiem.',
            'Ja uzskatāt, ka punkti ir nepareizi, vērsieties pie sekretāra vai iesniedziet protestu saskaņā ar sacensību nolikumu. Vietne pati strīdus neizšķir.',
            'Tiesnešiem punkti jāievada godīgi un tikai tajās sekcijās, kurām viņi ir norīkoti.',
          ],
        },
        {
          heading: 'Tirgus',
          paragraphs: [
            'Tirgū braucēji cits citam pārdod motociklus, rezerves daļas, ekipējumu, instrumentus un piekabes. Publicējot sludinājumu, jūs piekrītat šiem noteikumiem:',
          ],
          bullets: [
            'Pārdodiet tikai savas personīgās mantas. Netirgojieties veikala vai citu personu vārdā un nepiedāvājiet tālākpārdošanai pirktas, zagtas vai viltotas preces.',
            'Publicējiet tikai piemērotu saturu: neko aizskarošu, maldinošu vai nelikumīgu, un tikai fotoattēlus, kurus jums ir tiesības izmantot.',
            'Aprakstiet preci un tās cenu godīgi.',
            'Sludinājumā norādītais tālruņa numurs vai WhatsApp saite ir publiski redzami. Norādiet tikai tādu kontaktinformāciju, kādu vēlaties rādīt pircējiem.',
            'Vietne nav neviena darījuma puse. Pircējs un pārdevējs vienojas tieši un paši atbild par samaksu, preces nodošanu un tās stāvokli.',
            'Administratori var bez brīdinājuma noņemt jebkuru sludinājumu, kas pārkāpj šos noteikumus.',
          ],
        },
        {
          heading: 'Atbildība',
          paragraphs: [
            'Mēs cenšamies uzturēt vietni pieejamu un datus pareizus, taču vietne tiek nodrošināta tāda, kāda tā ir. Reizēm tā var būt nepieejama, piemēram, apkopes laikā vai ja sacensību vietā nav savienojuma.',
            'Ciktāl to pieļauj likums, mēs neatbildam par zaudējumiem, ko radījuši darbības pārtraukumi, datu kļūdas vai tirgus lietotāju savstarpējie darījumi. Tas neierobežo atbildību, kuru saskaņā ar likumu nevar ierobežot.',
            'Triala sacensībās jūs piedalāties uz savu atbildību saskaņā ar sacensību nolikumu. Vietne apstrādā tikai pieteikumus un rezultātus.',
          ],
        },
        {
          heading: 'Noteikumu izmaiņas',
          paragraphs: [
            'Mēs varam atjaunināt šos noteikumus, ja mainās vietne vai sacensību kārtība. Datums lapas augšdaļā norāda spēkā esošo versiju.',
            'Par būtiskām izmaiņām mēs paziņosim vietnē. Ja pēc izmaiņām turpināt lietot vietni, jūs piekrītat jaunajiem noteikumiem.',
          ],
        },
      ],
    },
    et: {
      title: 'Kasutustingimused',
      lead: 'Need tingimused kehtivad kõigile selle lehe kasutajatele: külastajatele, sõitjatele, kohtunikele, sekretäridele ja turu kasutajatele. Lehte kasutades nõustute nendega.',
      sections: [
        {
          heading: 'Leht ja korraldaja',
          paragraphs: [
            'See leht kasutab TrialHubi – avatud lähtekoodiga tarkvara mootorrattatriali võistluste jaoks. Lehte peab võistlusi korraldav klubi, edaspidi „meie“ või „korraldaja“.',
            'Igal võistlusel on ka oma võistlusjuhend ning kehtivad spordiliidu reeglid. Kui võistlusjuhend erineb spordiküsimustes nendest tingimustest, kehtib võistlusjuhend.',
          ],
        },
        {
          heading: 'Teie konto',
          paragraphs: ['Konto loomiseks piisab e-posti aadressist. Konto kasutamisel järgige neid reegleid:'],
          bullets: [
            'Üks konto kuulub ühele inimesele. Kasutage oma e-posti aadressi ja hoidke parool salajas.',
            'Vastutate selle eest, mida teie kontoga tehakse. Kui arvate, et keegi teine kasutab teie kontot, andke meile kohe teada.',
            'Kuvatav nimi ei tohi olla solvav ega jätta muljet, et olete keegi teine.',
            'Märkige end kohtunikuks ainult siis, kui olete valmis võistlustel kohtunikuna tegutsema.',
            'Ärge segage lehe tööd ega püüdke pääseda ligi andmetele, mis pole teile mõeldud.',
            'Võime peatada või sulgeda konto, mis rikub neid tingimusi.',
          ],
        },
        {
          heading: 'Etappidele registreerumine',
          paragraphs: [
            'Etapile registreerudes andke õiged ja täielikud andmed: nimi, sünniaeg, stardinumber, klass, mootorratas, litsents, klubi, sugu ja perekonnakarika võistkond. Neist sõltuvad vanuseklassid, naiste arvestus ja üldarvestus.',
            'Lapse registreeringu eest vastutab lapsevanem või eestkostja.',
            'Registreeruda saab kuni etapi lehel näidatud tähtajani. Korraldaja võib andmeid kontrollida, sõitja õigesse klassi tõsta või registreeringust võistlusjuhendi alusel keelduda.',
            'Registreerumine lehel ei asenda litsentsi, osavõtutasu ega muid võistlusjuhendi nõudeid.',
          ],
        },
        {
          heading: 'Tulemused ja üldarvestus',
          paragraphs: [
            'Kohtunikud sisestavad punktid sektsioonide kaupa ja tulemused ilmuvad lehele otse. Kuni sekretär need kinnitab, on tulemused esialgsed ja võivad muutuda.',
            'Tulemused on ametlikud alles pärast sekretäri kinnitust. Sarja üldarvestus arvutatakse kinnitatud tulemustest.',
            'Kui arvate, et punktid on valed, pöörduge sekretäri poole või esitage protest võistlusjuhendi järgi. Leht ise vaidlusi ei lahenda.',
            'Kohtunik peab sisestama punktid ausalt ja ainult talle määratud sektsioonides.',
          ],
        },
        {
          heading: 'Turg',
          paragraphs: [
            'Turul müüvad sõitjad üksteisele mootorrattaid, varuosi, varustust, tööriistu ja haagiseid. Kuulutust avaldades nõustute nende reeglitega:',
          ],
          bullets: [
            'Müüge ainult oma isiklikke asju. Ärge müüge poe ega teiste inimeste nimel ning ärge pakkuge edasimüügiks ostetud, varastatud ega võltsitud kaupa.',
            'Avaldage ainult sobivat sisu: mitte midagi solvavat, eksitavat ega ebaseaduslikku, ja ainult fotosid, mille kasutamiseks teil on õigus.',
            'Kirjeldage asja ja selle hinda ausalt.',
            'Kuulutuses olev telefoninumber või WhatsAppi link on avalik. Jagage ainult kontaktandmeid, mida soovite ostjatele näidata.',
            'Leht ei ole ühegi tehingu osapool. Ostja ja müüja lepivad omavahel kokku ning vastutavad ise makse, üleandmise ja kauba seisukorra eest.',
            'Administraatorid võivad iga neid reegleid rikkuva kuulutuse ette teatamata eemaldada.',
          ],
        },
        {
          heading: 'Vastutus',
          paragraphs: [
            'Püüame hoida lehe kättesaadavana ja andmed õigetena, kuid leht on saadaval sellisena, nagu see on. Vahel võib see olla kättesaamatu, näiteks hoolduse ajal või kui võistluspaigas pole ühendust.',
            'Seadusega lubatud ulatuses ei vastuta me kahju eest, mis tuleneb katkestustest, andmevigadest või turu kasutajate omavahelistest tehingutest. See ei piira vastutust, mida seaduse järgi piirata ei saa.',
            'Trialivõistlusel osalete omal vastutusel vastavalt võistlusjuhendile. Leht tegeleb ainult registreerimise ja tulemustega.',
          ],
        },
        {
          heading: 'Tingimuste muutmine',
          paragraphs: [
            'Võime neid tingimusi uuendada, kui leht või võistluste kord muutub. Kuupäev lehe ülaosas näitab kehtivat versiooni.',
            'Olulistest muudatustest anname lehel teada. Kui jätkate lehe kasutamist pärast muudatust, nõustute uute tingimustega.',
          ],
        },
      ],
    },
  },
};

/** Last updated date of privacy and terms, ISO */
export const staticPagesUpdated = '2026-11-24';
